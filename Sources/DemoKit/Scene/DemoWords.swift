import RefreshCore

/// The demo's own words on its bar and in its inspector, in each language of `--lang`. Kind and
/// state names (`normal`, `auto`, `idle`, …) stay as the options and the trace spell them: they
/// are what a developer types and reads back.
struct DemoWords: Sendable {
    /// "header" on the bar and in the inspector.
    var header: String
    /// "footer".
    var footer: String
    /// "keys", after "?" on the bar.
    var keys: String
    /// "none": no footer.
    var none: String
    /// The inspector's labels.
    var offset: String
    var velocity: String
    var insets: String
    var frame: String
    /// What the floor header's second value names while its floor holds the list.
    var floor: String
    /// The graph's title (the number of frames is the inspector's own).
    var graph: String

    /// The words of `language`.
    static func of(_ language: RefreshLanguage) -> DemoWords {
        switch language {
        case .english: return english
        case .simplifiedChinese:
            return DemoWords(
                header: "头部", footer: "底部", keys: "按键", none: "无", offset: "偏移",
                velocity: "速度", insets: "内边距", frame: "帧",
                floor: "二楼", graph: "偏移，最近 120 帧")
        case .traditionalChinese:
            return DemoWords(
                header: "頭部", footer: "底部", keys: "按鍵", none: "無", offset: "偏移",
                velocity: "速度", insets: "內邊距", frame: "幀",
                floor: "二樓", graph: "偏移，最近 120 幀")
        case .korean:
            return DemoWords(
                header: "헤더", footer: "푸터", keys: "키", none: "없음", offset: "오프셋",
                velocity: "속도", insets: "인셋", frame: "프레임",
                floor: "2층", graph: "오프셋, 최근 120 프레임")
        case .russian:
            return DemoWords(
                header: "шапка", footer: "подвал", keys: "клавиши", none: "нет",
                offset: "смещение", velocity: "скорость", insets: "отступы", frame: "кадр",
                floor: "этаж", graph: "смещение, 120 кадров")
        case .ukrainian:
            return DemoWords(
                header: "шапка", footer: "підвал", keys: "клавіші", none: "немає",
                offset: "зсув", velocity: "швидкість", insets: "відступи", frame: "кадр",
                floor: "поверх", graph: "зсув, 120 кадрів")
        case .japanese:
            return DemoWords(
                header: "ヘッダー", footer: "フッター", keys: "キー", none: "なし",
                offset: "オフセット", velocity: "速度", insets: "インセット", frame: "フレーム",
                floor: "2階", graph: "オフセット、直近 120 フレーム")
        case .german:
            return DemoWords(
                header: "Kopf", footer: "Fuß", keys: "Tasten", none: "keiner", offset: "Versatz",
                velocity: "Tempo", insets: "Ränder", frame: "Bild",
                floor: "Obergeschoss", graph: "Versatz, letzte 120 Bilder")
        case .french:
            return DemoWords(
                header: "en-tête", footer: "pied", keys: "touches", none: "aucun",
                offset: "décalage", velocity: "vitesse", insets: "marges", frame: "image",
                floor: "étage", graph: "décalage, 120 dernières images")
        case .spanish:
            return DemoWords(
                header: "cabecera", footer: "pie", keys: "teclas", none: "ninguno",
                offset: "desplazamiento", velocity: "velocidad", insets: "márgenes",
                frame: "fotograma", floor: "planta", graph: "desplazamiento, últimos 120")
        case .arabic:
            return DemoWords(
                header: "الرأس", footer: "التذييل", keys: "المفاتيح", none: "لا شيء",
                offset: "الإزاحة", velocity: "السرعة", insets: "الهوامش", frame: "الإطار",
                floor: "الطابق العلوي", graph: "الإزاحة، آخر 120 إطارًا")
        case .hebrew:
            return DemoWords(
                header: "כותרת", footer: "תחתית", keys: "מקשים", none: "אין", offset: "היסט",
                velocity: "מהירות", insets: "שוליים", frame: "פריים",
                floor: "קומה עליונה", graph: "היסט, 120 הפריימים האחרונים")
        }
    }

    static let english = DemoWords(
        header: "header", footer: "footer", keys: "keys", none: "none", offset: "offset",
        velocity: "velocity", insets: "insets", frame: "frame",
        floor: "floor", graph: "offset, last 120 frames")
}
