r = { for x in slice(objs.*.name, 0, 2) : x => x... }
