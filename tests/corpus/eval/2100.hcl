r = <<END
${objs[1].size}
END

