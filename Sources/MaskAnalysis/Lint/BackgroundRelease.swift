import Dispatch

/// Frees an object graph on a background thread, so that the caller goes on at once.
enum BackgroundRelease {
  /// Holds the one reference the caller hands over; the background thread drops it.
  private final class Holder: @unchecked Sendable {
    var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// Takes the caller's last reference to `object` and drops it on a background thread. The
  /// caller must not keep another reference, or the object is freed wherever that one goes.
  static func release(_ object: consuming AnyObject) {
    let holder = Holder(object)
    DispatchQueue.global(qos: .utility).async { holder.object = nil }
  }
}
