a = "%%{not_directive}"
