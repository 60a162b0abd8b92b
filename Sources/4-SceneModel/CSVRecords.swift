/// The records of a CSV file as RFC 4180 writes them (SPEC §5 `table.data`): fields separated by
/// commas, records by CRLF or LF (the last one's optional); a field in double quotes may hold
/// commas, line breaks and doubled quotes (`""` is one `"`). A UTF-8 byte order mark at the start
/// is skipped, as spreadsheets write one. Each record keeps the line it starts on, for messages.
enum CSVRecords {
    /// One record: the line it starts on (from 1) and its fields.
    struct Record: Equatable {
        let line: Int
        let fields: [String]
    }

    /// Why the bytes are not CSV: `line 4: a quoted field is not closed`.
    struct Malformed: Error, Equatable {
        let reason: String
    }

    private static let (quote, comma, newline, carriageReturn): (UInt8, UInt8, UInt8, UInt8) = (34, 44, 10, 13)

    /// The records of `bytes`, at most `limit` of them: reading stops there (a caller that takes
    /// fewer asks for one more, to tell that there were more).
    static func parse(_ bytes: [UInt8], limit: Int) throws(Malformed) -> [Record] {
        var records: [Record] = [], fields: [String] = [], field: [UInt8] = []
        var line = 1, recordLine = 1, i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var quoted = false, closed = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            (field, quoted, closed) = ([], false, false)
        }
        func endRecord() {
            endField()
            records.append(Record(line: recordLine, fields: fields))
            fields = []
        }
        while i < bytes.count && records.count < limit {
            let byte = bytes[i]
            i += 1
            if quoted && !closed {
                if byte == quote {
                    // A doubled quote is one quote; a single one closes the field.
                    if i < bytes.count && bytes[i] == quote {
                        field.append(quote)
                        i += 1
                    } else {
                        closed = true
                    }
                } else {
                    if byte == newline { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case comma: endField()
            case newline, carriageReturn:
                if byte == carriageReturn && i < bytes.count && bytes[i] == newline { i += 1 }
                endRecord()
                line += 1
                recordLine = line
            case quote where field.isEmpty && !quoted: quoted = true
            default:
                guard !closed else { throw Malformed(reason: "line \(line): text after a closing quote") }
                guard byte != quote else { throw Malformed(reason: "line \(line): a quote inside an unquoted field") }
                field.append(byte)
            }
        }
        guard records.count < limit else { return records }
        guard !quoted || closed else { throw Malformed(reason: "line \(recordLine): a quoted field is not closed") }
        // The last record's line break is optional: an empty last line is no record.
        if !fields.isEmpty || !field.isEmpty || quoted { endRecord() }
        return records
    }
}
