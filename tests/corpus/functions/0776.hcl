r = setunion()
