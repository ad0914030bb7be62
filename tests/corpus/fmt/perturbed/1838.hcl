r=split("", numstr)
