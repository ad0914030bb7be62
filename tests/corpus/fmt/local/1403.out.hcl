r = { for x in concat(split(",", "b"), []) : x => x... }
