// SceneSim's compiler plugin: the macros SwiftUI apps write that have no effect on layout
// (`#Preview`, `@Previewable`), expanded to nothing. It speaks the compiler's plugin protocol
// itself (each message an 8-byte little-endian length, then JSON), so that SceneSim needs no
// package (swift-syntax) to provide them.
import Foundation

/// Reads exactly `count` bytes from standard input; nil at its end.
func readExactly(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

/// Writes one message to the compiler.
func send(_ json: String) {
  let payload = Data(json.utf8)
  var length = UInt64(payload.count).littleEndian
  var message = Data(bytes: &length, count: 8)
  message.append(payload)
  FileHandle.standardOutput.write(message)
}

/// The protocol version this plugin speaks (swift-syntax's `PROTOCOL_VERSION_NUMBER`).
let protocolVersion = 7
/// The largest message accepted (a macro's source and its context).
let maximumMessageLength: UInt64 = 64 << 20

while let header = readExactly(8) {
  let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard length <= maximumMessageLength, let body = readExactly(Int(length)),
    let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
    let kind = message.keys.first
  else { break }
  switch kind {
  case "getCapability":
    send(#"{"getCapabilityResult":{"capability":{"protocolVersion":\#(protocolVersion)}}}"#)
  case "expandFreestandingMacro", "expandAttachedMacro":
    send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  case "loadPluginLibrary":
    send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
  default:
    send(#"{"expandMacroResult":{"expandedSource":null,"diagnostics":[]}}"#)
  }
}
