r = <<END
line text
quote " and \n raw
END

