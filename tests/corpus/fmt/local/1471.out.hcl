r = <<END
${~s~}  tail
line text
quote " and \n raw
END

