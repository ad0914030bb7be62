r=sort(concat(objs.*.name,values( smap)))
