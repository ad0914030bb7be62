r = "2.5" + 1 * strlen(["x", "y"]) * ceil(-(obj.ports[1]))
