d ""
h = x.
