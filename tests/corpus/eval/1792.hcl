r = [tostring(true ? 12345678901234567890 : 3), join("-", split("-", words[2]))]
