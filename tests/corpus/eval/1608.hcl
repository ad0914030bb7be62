r = t && true || objs[0].name != obj.tags.env ? nofunc() : words
