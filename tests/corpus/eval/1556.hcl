r = "1e2" + big / 7
