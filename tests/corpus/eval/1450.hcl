r = false || obj["tags"]["team"] == "b"
