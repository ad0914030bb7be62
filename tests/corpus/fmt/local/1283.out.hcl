r = fl && fl || true ? obj.enabled : true ? keys(smap) : keys({ for x in objs[*].name : x => x... })
