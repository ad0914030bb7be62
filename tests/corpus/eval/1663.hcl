r = split("-", strrev(obj["tags"]["team"]))
