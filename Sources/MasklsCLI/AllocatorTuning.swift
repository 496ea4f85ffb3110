/// Large buffers (a big file's tokens and literals) are allocated and freed on every scan:
/// glibc maps each one afresh by default and the kernel then zeroes its pages, which costs
/// about as much as the scan itself on an edit of a 10,000-line file. Keeping such blocks in
/// the heap lets the next scan reuse them.
enum AllocatorTuning {
  static func apply() {
    #if os(Linux)
      // <malloc.h>'s M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3).
      _ = glibcMallopt(-3, 64 << 20)
      _ = glibcMallopt(-1, 128 << 20)
    #endif
  }
}

#if os(Linux)
  /// glibc's `mallopt`, which the Glibc module does not export.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
