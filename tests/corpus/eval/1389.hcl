r = "${true ? t : obj.enabled}"
