r = timeadd("2024-01-01T00:00:00Z", null)
