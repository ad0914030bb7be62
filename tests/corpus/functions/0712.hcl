r = sethaselement(objs, smap)
