r= chunklist (obj.enabled    ||    false    ? objs.*.tags :  concat(objs.*.name, ["x",  "y"]),0)
