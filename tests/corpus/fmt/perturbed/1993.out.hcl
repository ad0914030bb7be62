r = "${~obj.enabled}"
