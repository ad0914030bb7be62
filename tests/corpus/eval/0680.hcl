r = obj["tags"]["team"]
