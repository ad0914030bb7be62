r = <<END
${objs[1].size}
quote " and \n raw
${obj.tags.env}
END

