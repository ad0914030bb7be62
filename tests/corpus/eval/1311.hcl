r = "${~ obj.enabled}"
