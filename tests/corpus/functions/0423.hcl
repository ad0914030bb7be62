r = jsonencode("é👍")
