r = "2.5" + t || !nul ? (0.1) : -(nullobj.b)
