r = obj["nope"]
