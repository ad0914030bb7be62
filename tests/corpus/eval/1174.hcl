r = -nullobj.b
