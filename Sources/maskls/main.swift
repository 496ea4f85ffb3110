import MasklsCLI

MasklsCommand.runMain()
