r = <<END
line text
${strs[1]}
END


