r = regex("[a-z]+", "abc123")
