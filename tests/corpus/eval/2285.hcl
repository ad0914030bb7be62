r = true == "true"
