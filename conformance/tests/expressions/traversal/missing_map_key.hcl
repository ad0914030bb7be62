a = m["nope"]
