r = jsonencode({ "k-0" : fl })
