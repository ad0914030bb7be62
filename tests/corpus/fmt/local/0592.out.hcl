r = keys({ for x in split(",", "hello world") : x => x... })
