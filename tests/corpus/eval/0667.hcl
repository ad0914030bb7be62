r = nullobj
