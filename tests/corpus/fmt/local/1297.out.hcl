r = <<END
quote " and \n raw
${~s~}  tail
${obj.tags.env}
END

