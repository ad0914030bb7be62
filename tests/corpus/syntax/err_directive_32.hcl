a = "%{~ while ~}"
