#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide standard I/O set-up for a stdio server.
public enum StandardIO {
  /// Keeps the protocol stream safe from stray output.
  ///
  /// Flushes C stdio, duplicates the real stdout to a new descriptor (close-on-exec) for the
  /// protocol, then points fd 1 at stderr so that `print` or a library writing to stdout lands
  /// in the log instead of corrupting the stream. Also ignores SIGPIPE so a vanished client
  /// makes writes fail (`MessageWriter.hasFailed`) instead of killing the process.
  ///
  /// - Returns: the descriptor to give `MessageWriter(fileDescriptor:)`; fd 1 itself if the
  ///   duplication failed (the stream then stays unprotected but works).
  public static func protectStdout() -> Int32 {
    fflush(nil)
    _ = signal(SIGPIPE, SIG_IGN)
    let protocolFD = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    guard protocolFD >= 0 else { return STDOUT_FILENO }
    if dup2(STDERR_FILENO, STDOUT_FILENO) < 0 { return protocolFD }
    return protocolFD
  }
}
