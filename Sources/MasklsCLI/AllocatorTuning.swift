/// Large buffers (a big file's tokens and literals) are allocated and freed on every scan:
/// glibc maps each one afresh by default and the kernel then zeroes its pages, which costs
/// about as much as the scan itself on an edit of a 10,000-line file. Keeping such blocks in
/// the heap lets the next scan reuse them.
///
/// glibc also gives each thread that allocates its own arena (up to eight per core), and
/// each arena keeps the blocks freed in it: the server's reader, indexer and analysis
/// threads and a lint's scanning threads would each hold their own slack. Two arenas keep
/// the threads from waiting on one lock and the slack small (a 2,000-file workspace served
/// in about 58 MB instead of 63).
enum AllocatorTuning {
  static func apply() {
    #if os(Linux)
      // <malloc.h>'s M_TRIM_THRESHOLD (-1), M_MMAP_THRESHOLD (-3) and M_ARENA_MAX (-8).
      _ = glibcMallopt(-3, 64 << 20)
      _ = glibcMallopt(-1, 128 << 20)
      _ = glibcMallopt(-8, 2)
    #endif
  }

  /// Returns the free pages of every arena to the system. The thresholds above keep freed
  /// blocks in the heap for the next scan, so a long-running server would otherwise keep
  /// the pages of its busiest moment, and of every hole between live blocks, resident
  /// for good. The language server calls this when its analysis falls idle after a burst.
  @Sendable static func releaseFreedMemory() {
    #if os(Linux)
      _ = glibcMallocTrim(0)
    #endif
  }
}

#if os(Linux)
  /// glibc's `mallopt`, which the Glibc module does not export.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

  /// glibc's `malloc_trim`: gives free memory at the top of the heap and whole free pages
  /// inside it back to the system.
  @_silgen_name("malloc_trim")
  private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
