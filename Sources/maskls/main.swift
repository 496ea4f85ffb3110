import MasklsCLI

MasklsCommand.main()
