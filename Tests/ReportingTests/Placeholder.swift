import Testing

@testable import Reporting
