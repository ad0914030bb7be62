r =    "${~ obj.enabled}"
