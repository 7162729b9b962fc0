import Testing

@testable import PropertyTesting
