name = "alice"
