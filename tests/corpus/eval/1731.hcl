r = true || obj["tags"]["team"] != numstr
