a = x..y
